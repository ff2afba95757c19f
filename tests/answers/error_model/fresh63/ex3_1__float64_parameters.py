# exercise: ex3_1
# mistake: Casts the copied weights to float64 (numpy default from a TF session port), so sa_v1(x) fails on the book's float32 inputs; the parameters must stay float32 like sa_v2's.
import torch
import numpy as np

def ex3_1(sa_v1, sa_v2):
    # grab the weights like sess.run(kernel) would
    w_q = np.array(sa_v2.W_query.weight.detach().numpy().T, dtype=np.float64)
    w_k = np.array(sa_v2.W_key.weight.detach().numpy().T, dtype=np.float64)
    w_v = np.array(sa_v2.W_value.weight.detach().numpy().T, dtype=np.float64)
    sa_v1.W_query = torch.nn.Parameter(torch.from_numpy(w_q))
    sa_v1.W_key = torch.nn.Parameter(torch.from_numpy(w_k))
    sa_v1.W_value = torch.nn.Parameter(torch.from_numpy(w_v))
