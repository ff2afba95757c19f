"""A shape that lacks only axes of size 1 is told as squeeze() without a dim (issue 29, class 3)."""

from attnlab.grading.shape_relation import relation


def test_size_one_axes_gone_is_a_squeeze():
    assert relation((3, 3), (1, 3, 3))[0] == "feedback.shape.squeezed"
    assert relation((2, 4), (2, 1, 4, 1))[1]["axes"] == "1, 3"


def test_other_relations_unchanged():
    assert relation((6, 3), (2, 3, 3))[0] == "feedback.shape.merged"
    assert relation((2, 3), (2, 4, 3))[0] == "feedback.shape.missing"
    assert relation((3, 3), (1, 3, 3, 2)) is None or relation((3, 3), (1, 3, 3, 2))[0] != "feedback.shape.squeezed"


def test_transpose_kept_from_three_axes_is_its_own_rewrite():
    import torch

    from attnlab.grading import error_model

    def ref(q, k):
        return q @ k.transpose(2, 3)

    g = torch.Generator().manual_seed(0)
    cases = [[torch.randn(2, 3, 3, 3, generator=g), torch.randn(2, 3, 3, 3, generator=g)]]
    answers = [[cases[0][0] @ cases[0][1].transpose(1, 2)]]
    found = error_model.search(ref, cases, answers)
    assert found is not None and found.key == "rewrite.transpose_lower_rank"
    assert found.args["got"] == "1, 2" and found.args["want"] == "2, 3"


def test_too_few_axes_errors_are_one_slip():
    from attnlab.grading.tensor_check import _same_error
    a = ("RuntimeError: einsum(): the number of subscripts in the equation (2) is more than the number "
         "of dimensions (1) for operand 0.")
    b = "IndexError: Dimension out of range (expected to be in range of [-1, 0], but got -2)"
    assert _same_error(a, b)
    assert not _same_error(a, "RuntimeError: The size of tensor a (2) must match the size of tensor b (3)")
