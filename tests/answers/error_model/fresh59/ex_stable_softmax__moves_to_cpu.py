# exercise: ex_stable_softmax
# mistake: The learner moves the result to the CPU with .cpu() before returning, so on a GPU the tensor comes back on the wrong device; it must stay on x.device. [cond: only on a GPU]
import torch

def ex_stable_softmax(x, dim):
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    probs = torch.softmax(shifted, dim=dim)
    return probs.cpu()
