# exercise: ex_stable_softmax
# mistake: The learner casts to float32 (a habit from np.float32 arrays) and returns float32 even for float64 inputs, losing precision and changing the dtype; the result should keep the input's dtype. [cond: only for float64 inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(shifted)
    return num / torch.sum(num, dim=dim, keepdim=True)
