# exercise: ex_stable_softmax
# mistake: Cast the input to float32 with x.float() and returned float32, losing precision and the dtype of float64 inputs. [cond: float64 inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()  # exp is safer in fp32
    z = x - torch.amax(x, dim=dim, keepdim=True)
    return torch.exp(z) / torch.exp(z).sum(dim=dim, keepdim=True)
