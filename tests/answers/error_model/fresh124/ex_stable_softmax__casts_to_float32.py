# exercise: ex_stable_softmax
# mistake: The learner casts the input to float32 before computing, so a float64 input comes back as float32 with float32 precision; the result must keep the input's dtype.
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    x = x - x.max(dim=dim, keepdim=True)[0]
    num = x.exp()
    return num / num.sum(dim=dim, keepdim=True)


if __name__ == "__main__":
    x = torch.tensor([[1e4, 0.0], [-5.0, 5.0]])
    for d in (0, 1):
        assert torch.allclose(ex_stable_softmax(x, d), torch.softmax(x, d))
    print("ok")
