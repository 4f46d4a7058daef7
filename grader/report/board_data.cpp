#include "grader/report/board_data.hpp"

#include <algorithm>

namespace grader::report {

namespace {

using nlohmann::json;

// Style names come from the problems' code, but a class is no place for
// anything but [a-z0-9_-]: everything else is dropped here, once.
std::string clean_style(std::string_view style) {
  std::string out;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    out += (out.empty() ? "" : " ") + word;
    word.clear();
  };
  for (const char ch : style) {
    if (ch == ' ') {
      flush();
    } else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-') {
      word += ch;
    }
  }
  flush();
  return out;
}

char round_char(round_mark r) {
  switch (r) {
    case round_mark::disc:
      return '1';
    case round_mark::dot:
      return '2';
    case round_mark::none:
      break;
  }
  return '0';
}

json arrows_data(const picture& p) {
  json arrows = json::array();
  for (const auto& a : p.arrows)
    arrows.push_back({a.from_row, a.from_col, a.to_row, a.to_col, a.style == "path" ? "path" : "move"});
  return arrows;
}

json board_data(const picture& p) {
  json b = {{"r", p.rows}, {"c", p.cols}};
  if (!p.cells.empty()) {
    std::vector<std::string> palette;
    std::vector<std::size_t> cells;
    cells.reserve(p.cells.size());
    std::string rounds;
    json texts = json::array();
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
      const auto& cell = p.cells[i];
      auto style = clean_style(cell.style);
      auto at = std::find(palette.begin(), palette.end(), style);
      if (at == palette.end()) at = palette.insert(palette.end(), std::move(style));
      cells.push_back(static_cast<std::size_t>(at - palette.begin()));
      rounds += round_char(cell.round);
      if (!cell.text.empty()) texts.push_back({i, cell.text});
    }
    b["p"] = palette;
    if (palette.size() <= kStyleChars) {
      std::string s;
      s.reserve(cells.size());
      for (const auto c : cells) s += static_cast<char>('0' + c);
      b["s"] = s;
    } else {
      b["s"] = cells;
    }
    if (!texts.empty()) b["t"] = std::move(texts);
    if (rounds.find_first_not_of('0') != std::string::npos) b["o"] = rounds;
  }
  if (p.box_rows > 0 && p.box_cols > 0) b["b"] = {p.box_rows, p.box_cols};
  if (!p.arrows.empty()) b["a"] = arrows_data(p);
  if (!p.nodes.empty()) {
    json nodes = json::array();
    for (const auto& n : p.nodes) nodes.push_back({n.x, n.y, n.label, clean_style(n.style)});
    b["n"] = std::move(nodes);
    json edges = json::array();
    for (const auto& e : p.edges)
      edges.push_back({e.from, e.to, e.label, e.directed ? 1 : 0, clean_style(e.style)});
    b["e"] = std::move(edges);
  }
  if (!p.note.empty()) b["note"] = p.note;
  return b;
}

// A frame that is the one before with some cells changed (a move): the same
// grid, and no graph, whose drawing is not per cell.
bool same_grid(const picture& a, const picture& b) {
  return a.rows == b.rows && a.cols == b.cols && a.cells.size() == b.cells.size() && a.nodes.empty() &&
         b.nodes.empty() && a.box_rows == b.box_rows && a.box_cols == b.box_cols;
}

json changes(const picture& before, const picture& now) {
  json d = json::array();
  for (std::size_t i = 0; i < now.cells.size(); ++i) {
    const auto& x = before.cells[i];
    const auto& y = now.cells[i];
    if (x.text == y.text && x.round == y.round && clean_style(x.style) == clean_style(y.style)) continue;
    d.push_back({i, clean_style(y.style), y.text, std::string(1, round_char(y.round))});
  }
  return d;
}

// The drawing the grader made as SVG text until the pages grew to megabytes:
// the same elements, classes and coordinates, from the data.
constexpr const char* kBoardScript = R"js(
var btData=(function(){
  var data=null;
  return function(){return data||(data=JSON.parse(document.getElementById('bt-boards').textContent));};
})();
var btFigure=(function(){
  function esc(s){return String(s).replace(/[&<>"']/g,function(c){
    return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
  function words(s){return s?s.split(' '):[];}
  function cls(style,prefix){return words(style).map(function(w){return prefix+w;}).join(' ');}
  function lasting(style){return words(style).filter(function(w){return w!=='highlight';}).join(' ');}
  function px(x){return x.toFixed(1);}
  // A board of the table as cell arrays; a frame of changes as the one before, changed.
  function full(b){
    var n=b.r*b.c,p=b.p||[],q={r:b.r,c:b.c,st:[],tx:[],ro:[],b:b.b,a:b.a||[],n:b.n||[],e:b.e||[],note:b.note||''};
    if(p.length)for(var i=0;i<n;++i){
      q.st.push(p[typeof b.s==='string'?b.s.charCodeAt(i)-48:b.s[i]]);q.tx.push('');q.ro.push(b.o?+b.o[i]:0);
    }
    (b.t||[]).forEach(function(t){q.tx[t[0]]=t[1];});
    return q;
  }
  function changed(before,f){
    var q={r:before.r,c:before.c,st:before.st.slice(),tx:before.tx.slice(),ro:before.ro.slice(),b:before.b,
           a:f.a||[],n:[],e:[],note:f.note||''};
    f.d.forEach(function(d){q.st[d[0]]=d[1];q.tx[d[0]]=d[2];q.ro[d[0]]=+d[3];});
    return q;
  }
  // Cells shrink with the board so that a 16x16 sudoku or a 64x64 image
  // still fits a page, and never below a few pixels.
  function size(q){return Math.max(5,Math.min(36,Math.floor(480/Math.max(q.r,q.c,1))));}
  function open(q,extra,attributes){
    var cs=size(q),w=q.c*cs,h=q.r*cs;
    // --cs sizes every cell's rect by CSS: a rect is then only its place.
    return '<svg class="board'+(extra?' '+extra:'')+'"'+(attributes||'')+' xmlns="http://www.w3.org/2000/svg" width="'+
           w+'" height="'+h+'" viewBox="0 0 '+w+' '+h+'" style="--cs:'+cs+'px" font-size="'+px(cs*0.55)+'">';
  }
  function cell(q,i){
    var cs=size(q),tiny=cs<12,st=q.st[i],t=q.tx[i];
    // A big image is mostly background: its blank pixels are the svg's own.
    if(tiny&&!t&&st==='blank')return '';
    var c=cls(lasting(st),'s-'),x=(i%q.c)*cs,y=Math.floor(i/q.c)*cs;
    var out='<rect class="'+c+(tiny?' px':'')+'" x="'+x+'" y="'+y+'"/>';
    if(q.ro[i])out+='<circle class="'+c+'" cx="'+px(x+cs/2)+'" cy="'+px(y+cs/2)+'" r="'+px(cs*(q.ro[i]===1?0.36:0.18))+'"/>';
    // Texts have classes of their own: a cell's fill is not its text's.
    if(t&&!tiny)out+='<text class="'+cls(st,'t-')+'" x="'+px(x+cs/2)+'" y="'+px(y+cs/2)+'">'+esc(t)+'</text>';
    return out;
  }
  function line(c,x1,y1,x2,y2,more){
    return '<line class="'+c+'" x1="'+px(x1)+'" y1="'+px(y1)+'" x2="'+px(x2)+'" y2="'+px(y2)+'"'+(more||'')+'/>';
  }
  function highlights(q){
    var cs=size(q),out='';
    for(var i=0;i<q.st.length;++i)
      if(words(q.st[i]).indexOf('highlight')>=0)out+='<rect class="hl" x="'+(i%q.c)*cs+'" y="'+Math.floor(i/q.c)*cs+'"/>';
    return out;
  }
  function boxes(q){
    if(!q.b)return '';
    var cs=size(q),out='';
    for(var r=0;r<=q.r;r+=q.b[0])out+=line('box',0,r*cs,q.c*cs,r*cs);
    for(var c=0;c<=q.c;c+=q.b[1])out+=line('box',c*cs,0,c*cs,q.r*cs);
    return out;
  }
  function graph(q){
    var cs=size(q),nr=Math.max(cs*0.45,8),out='';
    q.e.forEach(function(e){
      var a=q.n[e[0]],b=q.n[e[1]];
      if(!a||!b)return;
      var x1=a[0]*cs,y1=a[1]*cs,x2=b[0]*cs,y2=b[1]*cs,len=Math.hypot(x2-x1,y2-y1);
      // Stop at the target's rim so the arrow head shows.
      if(e[3]&&len>2*nr){x2-=(x2-x1)*nr/len;y2-=(y2-y1)*nr/len;}
      out+=line('e '+cls(e[4],'s-'),x1,y1,x2,y2,e[3]?' marker-end="url(#bt-arrow)"':'');
      if(e[2])out+='<text class="w" font-size="'+px(cs*0.4)+'" x="'+px((a[0]+b[0])*cs/2)+'" y="'+
                   px((a[1]+b[1])*cs/2)+'">'+esc(e[2])+'</text>';
    });
    q.n.forEach(function(n){
      out+='<circle class="n '+cls(n[3],'s-')+'" cx="'+px(n[0]*cs)+'" cy="'+px(n[1]*cs)+'" r="'+px(nr)+'"/><text x="'+
           px(n[0]*cs)+'" y="'+px(n[1]*cs)+'">'+esc(n[2])+'</text>';
    });
    return out;
  }
  function arrows(q){
    var cs=size(q),out='';
    q.a.forEach(function(a){
      out+=line(a[4]==='path'?'a-path':'a-move',(a[1]+.5)*cs,(a[0]+.5)*cs,(a[3]+.5)*cs,(a[2]+.5)*cs);
    });
    return out;
  }
  function svg(q,extra,attributes){
    var out=open(q,extra,attributes);
    for(var i=0;i<q.st.length;++i)out+=cell(q,i);
    return out+boxes(q)+graph(q)+highlights(q)+arrows(q)+'</svg>';
  }
  function caption(f,q){return q.note?f.c+' ('+q.note+')':f.c;}
  return function(k){
    var data=btData(),fig=data.figures[k],qs=[];
    fig.f.forEach(function(f,i){qs.push(f.d?changed(qs[i-1],f):full(data.boards[f.b]));});
    var out='<figure class="'+(qs.length>1?'steps':'still')+(fig.w?' wrong':'')+'"><figcaption>'+esc(fig.c)+'</figcaption>';
    if(qs.length<=1){
      qs.forEach(function(q,i){
        out+=svg(q);
        if(fig.f[i].c)out+='<span class="frame-caption">'+esc(fig.f[i].c)+'</span>';
        if(q.note)out+='<div class="note">'+esc(q.note)+'</div>';
      });
      return out+'</figure>';
    }
    var first=qs[0],overlay=qs.every(function(q){
      return !q.n.length&&q.r===first.r&&q.c===first.c&&q.st.length===first.st.length;});
    function at(i){return ' data-caption="'+esc(caption(fig.f[i],qs[i]))+'"'+(i?' style="display:none"':'');}
    if(!overlay){
      qs.forEach(function(q,i){out+=svg(q,'frame',at(i));});
    }else{
      // Grids of one size are drawn once and then only what each move changed,
      // each frame a group laid over the ones before: a 16x16 sudoku solved
      // move by move stays a few hundred cells, not 256 per move.
      out+=open(first,'play');
      qs.forEach(function(q,i){
        out+='<g class="frame"'+at(i)+'>';
        for(var c=0;c<q.st.length;++c){
          if(i>0&&qs[i-1].tx[c]===q.tx[c]&&lasting(qs[i-1].st[c])===lasting(q.st[c]))continue;
          out+=cell(q,c);
        }
        out+=highlights(q)+arrows(q)+'</g>';
      });
      out+=boxes(first)+'</svg>';
    }
    out+='<div><input type="range" min="0" max="'+(qs.length-1)+'" value="0" aria-label="step">'+
         '<button type="button" class="prev">&#9664;</button><button type="button" class="next">&#9654;</button>'+
         '<button type="button" class="play">play</button></div><span class="frame-caption"></span>';
    if(fig.of)out+='<div class="note">the first '+qs.length+' of '+fig.of+' positions are drawn</div>';
    return out+'</figure>';
  };
})();
)js";

}  // namespace

std::string_view board_script() { return kBoardScript; }

json figure_data(const figure& f, std::size_t max_frames) {
  json fig = {{"c", f.caption}};
  if (f.wrong) fig["w"] = 1;
  json frames = json::array();
  const std::size_t shown = std::min(f.frames.size(), max_frames);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& fr = f.frames[i];
    json frame = {{"c", fr.caption}};
    if (i > 0 && same_grid(f.frames[i - 1].board, fr.board)) {
      frame["d"] = changes(f.frames[i - 1].board, fr.board);
      if (!fr.board.arrows.empty()) frame["a"] = arrows_data(fr.board);
      if (!fr.board.note.empty()) frame["note"] = fr.board.note;
    } else {
      frame["board"] = board_data(fr.board);
    }
    frames.push_back(std::move(frame));
  }
  fig["f"] = std::move(frames);
  if (shown < f.frames.size()) fig["of"] = f.frames.size();
  return fig;
}

std::size_t page_boards::add(const json& figure) {
  json fig = figure;
  for (auto& frame : fig["f"]) {
    if (!frame.contains("board")) continue;
    auto text = frame["board"].dump(-1, ' ', false, json::error_handler_t::replace);
    auto [at, fresh] = board_index_.try_emplace(std::move(text), boards_.size());
    if (fresh) boards_.push_back(std::move(frame["board"]));
    frame.erase("board");
    frame["b"] = at->second;
  }
  figures_.push_back(std::move(fig));
  return figures_.size() - 1;
}

std::size_t page_boards::add_chart(json chart) {
  charts_.push_back(std::move(chart));
  return charts_.size() - 1;
}

std::string page_boards::embedded() const {
  json page = {{"boards", boards_}, {"figures", figures_}};
  if (!charts_.empty()) page["charts"] = charts_;
  // Team text (a word in a grid, a label) may hold "</script>": in JSON a
  // "<" may only be in a string, where \u003c reads the same.
  const auto text = page.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    if (ch == '<')
      out += "\\u003c";
    else
      out += ch;
  }
  return out;
}

}  // namespace grader::report
