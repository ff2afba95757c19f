# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's scores tensor; the shift must be done on a new tensor.
import torch

def ex_stable_softmax(x, dim):
    # 原地操作节省内存
    x -= x.amax(dim=dim, keepdim=True)
    fenzi = torch.exp(x)
    fenmu = fenzi.sum(dim=dim, keepdim=True)
    return fenzi / fenmu
