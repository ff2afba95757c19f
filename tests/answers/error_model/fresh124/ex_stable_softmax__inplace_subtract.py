# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place (x -= ...), so the caller's input tensor is overwritten by the shifted scores; the shift must go into a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)   # save memory
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)


if __name__ == "__main__":
    for dim in range(3):
        t = torch.randn(2, 3, 4) * 1e4
        ref = torch.softmax(t, dim=dim)
        out = ex_stable_softmax(t.clone(), dim)
        assert torch.allclose(out, ref), dim
    print("matches torch.softmax")
