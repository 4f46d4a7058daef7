#include "grader/report/search_chart.hpp"

#include "grader/core/test_case.hpp"

namespace grader::report {

using nlohmann::json;

namespace {

[[nodiscard]] bool any_node(const json& per_depth) {
  if (!per_depth.is_array()) return false;
  for (const auto& n : per_depth) {
    if (n.is_number_unsigned() && n.get<std::uint64_t>() > 0) return true;
  }
  return false;
}

}  // namespace

std::optional<json> search_chart_data(const json& drawing) {
  if (!drawing.is_object()) return std::nullopt;
  const json student = drawing.value("per_depth", json::array());
  bool drawn = any_node(student);
  json lecture = json::array();
  for (const auto& l : drawing.value("lecture", json::array())) {
    const auto how = reading_from_string(l.value("reading", std::string()));
    if (!how) continue;
    const json counts = l.value("per_depth", json::array());
    drawn = drawn || any_node(counts);
    lecture.push_back({std::string(short_label(*how)), counts});
  }
  if (!drawn) return std::nullopt;
  return json{{"s", student}, {"l", std::move(lecture)}};
}

std::string search_chart_words(const json& drawing) {
  if (!drawing.is_object()) return {};
  if (const auto same = drawing.value("same_as", std::string()); !same.empty())
    return "Your search is the lecture's (" + same + "), edit for edit.";
  return drawing.value("parting", std::string());
}

// Lines on a scale of log(1 + nodes), so that one node and a million both
// show; a point's title gives its count.
constexpr const char* kChartScript = R"js(
var btChart=(function(){
  function esc(s){return String(s).replace(/[&<>"']/g,function(c){
    return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
  function count(v){return v>=1e6?(v/1e6).toPrecision(3)+'M':v>=1e4?Math.round(v/1e3)+'k':String(v);}
  return function(k){
    var c=btData().charts[k],series=[['your search',c.s,'sc-you']];
    c.l.forEach(function(l,i){series.push([l[0],l[1],'sc-l'+i]);});
    // per_depth[0] is the position the hook received: no node of the search.
    var deepest=2,top=1;
    series.forEach(function(s){deepest=Math.max(deepest,s[1].length-1);
      s[1].forEach(function(v){top=Math.max(top,v);});});
    var W=560,H=210,L=44,R=12,T=10,B=30,w=W-L-R,h=H-T-B,decades=Math.max(1,Math.ceil(Math.log10(top+1)));
    function x(d){return (L+(d-1)*w/(deepest-1)).toFixed(1);}
    function y(v){return (T+h-Math.log10(v+1)/decades*h).toFixed(1);}
    var out='<figure class="search-chart"><figcaption>Nodes by depth (moves below the position the hook '+
      'received)</figcaption><svg viewBox="0 0 '+W+' '+H+'" width="'+W+'" height="'+H+'" role="img">';
    for(var e=0;e<=decades;++e){
      var v=e?Math.pow(10,e):0;
      out+='<line class="sc-grid" x1="'+L+'" x2="'+(W-R)+'" y1="'+y(v)+'" y2="'+y(v)+'"/>'+
        '<text class="sc-axis" x="'+(L-4)+'" y="'+y(v)+'" dy="4" text-anchor="end">'+count(v)+'</text>';
    }
    var step=Math.max(1,Math.ceil(deepest/12));
    for(var d=1;d<=deepest;d+=(d===1&&step>1?step-1:step))
      out+='<text class="sc-axis" x="'+x(d)+'" y="'+(H-B+16)+'" text-anchor="middle">'+d+'</text>';
    out+='<text class="sc-axis" x="'+(W-R)+'" y="'+(H-2)+'" text-anchor="end">depth</text>';
    series.slice().reverse().forEach(function(s){
      var pts=s[1].slice(1).map(function(v,d){return x(d+1)+','+y(v);}).join(' ');
      if(s[1].length>2)out+='<polyline class="'+s[2]+'" points="'+pts+'"/>';
      if(s[2]==='sc-you')s[1].forEach(function(v,d){
        if(d)out+='<circle class="sc-you" cx="'+x(d)+'" cy="'+y(v)+'" r="2.5"><title>depth '+d+': '+v+
          (v===1?' node':' nodes')+'</title></circle>';});
    });
    out+='</svg><div class="sc-keys">';
    series.forEach(function(s){
      var total=s[1].reduce(function(a,b){return a+b;},0);
      out+='<span class="sc-key"><svg width="26" height="8"><line class="'+s[2]+'" x1="1" x2="25" y1="4" y2="4"/>'+
        '</svg>'+esc(s[0])+' ('+total+(total===1?' node':' nodes')+')</span>';
    });
    return out+'</div></figure>';
  };
})();
)js";

std::string_view search_chart_script() { return kChartScript; }

}  // namespace grader::report
