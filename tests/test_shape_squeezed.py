"""A shape that lacks only axes of size 1 is told as squeeze() without a dim (issue 29, class 3)."""

from attnlab.grading.shape_relation import relation


def test_size_one_axes_gone_is_a_squeeze():
    assert relation((3, 3), (1, 3, 3))[0] == "feedback.shape.squeezed"
    assert relation((2, 4), (2, 1, 4, 1))[1]["axes"] == "1, 3"


def test_other_relations_unchanged():
    assert relation((6, 3), (2, 3, 3))[0] == "feedback.shape.merged"
    assert relation((2, 3), (2, 4, 3))[0] == "feedback.shape.missing"
    assert relation((3, 3), (1, 3, 3, 2)) is None or relation((3, 3), (1, 3, 3, 2))[0] != "feedback.shape.squeezed"
