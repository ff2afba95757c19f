# exercise: ex3_1
# mistake: Copied the weights into .clone()s of sa_v1's parameters, so sa_v1 itself is never changed; copy into sa_v1.W_query etc. directly.
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        Wq = sa_v1.W_query.clone()
        Wk = sa_v1.W_key.clone()
        Wv = sa_v1.W_value.clone()
        Wq.copy_(sa_v2.W_query.weight.T)
        Wk.copy_(sa_v2.W_key.weight.T)
        Wv.copy_(sa_v2.W_value.weight.T)
        print(Wq.shape, Wk.shape, Wv.shape)
