# exercise: ex_stable_softmax
# mistake: Casts the scores to float32 "to be safe", so float64 inputs come back as float32 with float32 precision; the result must keep the input's dtype. [cond: only for float64 or float16 inputs]
import torch
def ex_stable_softmax(x,dim):
    t=x.float();t=t-t.max(dim=dim,keepdim=True).values;e=torch.exp(t);return e/e.sum(dim=dim,keepdim=True)
