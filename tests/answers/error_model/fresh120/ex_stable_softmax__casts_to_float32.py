# exercise: ex_stable_softmax
# mistake: The learner converts the input to float32 first, so a float64 input comes back as float32 with lost precision; the result must keep the input's dtype. [cond: float64 input]
import torch

def ex_stable_softmax(x, dim):
    x = x.float()
    x = x - torch.max(x, dim=dim, keepdim=True)[0]
    num = torch.exp(x)
    return num / torch.sum(num, dim=dim, keepdim=True)
