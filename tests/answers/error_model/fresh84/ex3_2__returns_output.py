# exercise: ex3_2
# mistake: Runs the wrapper on a random (2, 6, 3) batch and returns the (2, 6, 2) output tensor instead of the wrapper module itself.
import torch
def ex3_2(M):
    m=M(3,1,6,0.0,num_heads=2);x=torch.rand(2,6,3);o=m(x);print(o.shape);return o
