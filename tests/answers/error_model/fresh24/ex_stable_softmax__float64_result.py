# exercise: ex_stable_softmax
# mistake: Accumulated in float64 with the log-sum-exp trick but returned the float64 result instead of casting back to x.dtype, so a float32 input gets a float64 output. [cond: input dtype is not float64]
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)  # float64 accumulation for the normaliser
    log_z = torch.logsumexp(x64, dim=dim, keepdim=True)
    return torch.exp(x64 - log_z)
