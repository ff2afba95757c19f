# exercise: ex_stable_softmax
# mistake: Takes the maximum along dim without keepdim=True, so x - m broadcasts against the wrong axis (wrong numbers for square inputs, a crash otherwise); the maximum must keep the reduced axis.
import torch
def ex_stable_softmax(x,dim):
    m=x.amax(dim);e=torch.exp(x-m);return e/e.sum(dim,keepdim=True)
