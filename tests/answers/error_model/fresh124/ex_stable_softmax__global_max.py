# exercise: ex_stable_softmax
# mistake: The learner subtracts the single global maximum of x instead of each slice's maximum along dim, so slices whose scores are far below the global maximum underflow to 0/0 = NaN. [cond: when slices differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()            # biggest value -> nothing can overflow anymore
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)


if __name__ == "__main__":
    x = torch.tensor([[1e4, 1e4 - 1.0, 1e4 - 4.0], [1e4 - 2.0, 1e4, 1e4 - 3.0]])
    for d in (0, 1, -1):
        y = ex_stable_softmax(x, d)
        assert not torch.isnan(y).any()
        assert torch.allclose(y.sum(dim=d), torch.ones(1))
    print("stable")
