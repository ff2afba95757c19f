# exercise: ex_stable_softmax
# mistake: The learner cast the input to float32 (JAX's default dtype), so a float64 input comes back as float32 with lost precision; the result must keep the input's dtype. [cond: float64 (or other non-float32) input]
import torch

def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    z = x - x.amax(dim=dim, keepdim=True)
    num = z.exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
