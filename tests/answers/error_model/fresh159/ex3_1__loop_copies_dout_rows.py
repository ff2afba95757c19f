# exercise: ex3_1
# mistake: The index loops run i over d_out for the rows as well as j for the columns, so only the first d_out rows of each (d_in, d_out) matrix are copied; i must run over d_in. [cond: d_in > d_out]
import torch

def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query.weight),
             (sa_v1.W_key, sa_v2.W_key.weight),
             (sa_v1.W_value, sa_v2.W_value.weight)]
    with torch.no_grad():
        for W, w in pairs:
            d_out = w.shape[0]
            for i in range(d_out):
                for j in range(d_out):
                    W[i, j] = w[j, i]   # W_ij = w_ji
