# exercise: ex3_1
# mistake: The learner copied W_key's weights into W_query and W_query's into W_key; each must get its own layer's transposed weight (W_query <- sa_v2.W_query.weight.T).

import torch

def ex3_1(sa_v1, sa_v2):
    # nn.Linear keeps weight as (d_out, d_in); v1 multiplies x @ W, so W must be (d_in, d_out)
    with torch.no_grad():
        wq = sa_v2.W_key.weight.T
        wk = sa_v2.W_query.weight.T
        wv = sa_v2.W_value.weight.T
        assert wq.shape == sa_v1.W_query.shape
        assert wk.shape == sa_v1.W_key.shape
        sa_v1.W_query.copy_(wq)
        sa_v1.W_key.copy_(wk)
        sa_v1.W_value.copy_(wv)
