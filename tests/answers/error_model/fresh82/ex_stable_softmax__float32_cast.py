# exercise: ex_stable_softmax
# mistake: Cast the input to float32 with .float() before computing, so float64 inputs come back as float32 with float32 precision; keep the input's dtype. [cond: non-float32 inputs, e.g. float64]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    z = x - x.max(dim=dim, keepdim=True).values
    num = z.exp()
    return num / num.sum(dim=dim, keepdim=True)


def test_rows_sum_to_one():
    out = ex_stable_softmax(torch.randn(4, 3), dim=0)
    assert torch.allclose(out.sum(0), torch.ones(3))


def test_huge():
    out = ex_stable_softmax(torch.tensor([1e4, 0.0]), dim=0)
    assert out[0] == 1


test_rows_sum_to_one()
test_huge()
