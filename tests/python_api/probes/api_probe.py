# What every probe shares (tests/python_api/python_api_test.cpp): a probe is
# a team's file whose hook reads every name of the kit that docs/python.md
# and the skeleton give its problem, through spies, checking each answer,
# then answers the case as a correct hook would. A spy records a name only
# when it is read (an attribute) or called (a method), so the names the probe
# reports are names that worked through the same embedding a student's code
# gets, not names a probe claims to check.
#
# report() prints "called: <receiver>.<name>" for each, for the test to hold
# against the documented names, and refuses to report when a public name of
# a kit class the probe spied on (or of the kit module) was never called: a
# binding nobody calls is a binding that can break unseen, as p.vertices did.

import kit

_called = set()  # "receiver.name"
_called_on = set()  # (id of the object, name): self and b are one board
_spied = []  # (receiver, object)


def _record(spy, name):
    _called.add(spy._receiver + "." + name)
    _called_on.add((id(spy._target), name))


class _Spy:
    __slots__ = ("_target", "_receiver")

    def __init__(self, target, receiver):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_receiver", receiver)

    def __getattr__(self, name):
        value = getattr(self._target, name)
        if callable(value) and not isinstance(value, type):

            def call(*args, **kwargs):
                # Recorded before the call: a refusal a probe expects
                # (IllegalMove) is a call that worked.
                _record(self, name)
                return value(*args, **kwargs)

            return call
        _record(self, name)
        return value

    def __setattr__(self, name, value):
        setattr(self._target, name, value)
        _record(self, name)


def spy(target, receiver):
    """target seen as the docs name it (receiver: "p", "pegs", "kit")."""
    _spied.append((receiver, target))
    return _Spy(target, receiver)


def _same(got, want):
    # Equal and of the same types, all the way down: True is no 1, a tuple
    # no list, as the docs promise a type.
    if type(got) is not type(want):
        return False
    if isinstance(want, (list, tuple)):
        return len(got) == len(want) and all(_same(g, w) for g, w in zip(got, want))
    return got == want


def expect(what, got, want):
    if not _same(got, want):
        raise AssertionError(f"{what}: got {got!r} ({type(got).__name__}), expected {want!r}")


def expect_true(what, condition):
    if not condition:
        raise AssertionError(what)


def raises(what, exception, fn, *args):
    """fn(*args) raises exception (a refusal); its message."""
    try:
        fn(*args)
    except exception as e:
        return str(e)
    raise AssertionError(f"{what}: expected {exception.__name__}, nothing was raised")


def _public_names(target):
    if target is kit:
        return {name for name in vars(kit) if not name.startswith("_")}
    names = set()
    for cls in type(target).__mro__:
        if cls.__module__ == "kit":
            names.update(name for name in vars(cls) if not name.startswith("_"))
    return names


def report():
    """Prints the names called, once every public name was."""
    missing = set()
    for receiver, target in _spied:
        for name in _public_names(target):
            if (id(target), name) not in _called_on:
                missing.add(receiver + "." + name)
    if missing:
        raise AssertionError("the kit binds names the probe never calls: " + ", ".join(sorted(missing)))
    print("".join(f"called: {name}\n" for name in sorted(_called)), end="")


def check_basics(K):
    """What docs/python.md gives every problem's kit: Node, IllegalMove, deque."""
    import collections

    start = K.Node("start")
    node = spy(start, "node")
    expect("Node('start').name", node.name, "start")
    expect("node.children", node.children, [])
    child = K.Node((1, 2), children=[start], move=(3, 4))
    expect("Node(name, children=..., **attributes).children", child.children, [start])
    expect("Node(..., move=(3, 4)).move", child.move, (3, 4))
    expect("repr(Node('start'))", repr(start), "Node('start')")
    expect_true("kit.IllegalMove is an exception", issubclass(K.IllegalMove, Exception))
    expect_true("kit.deque is collections.deque", K.deque is collections.deque)
