# exercise: ex3_1
# mistake: Used reshape(d_in, d_out) to turn the (d_out, d_in) weight around, which keeps the row-major order of the entries instead of transposing them; use .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for P, L in ((sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)):
            d_out, d_in = L.weight.size()
            P.copy_(L.weight.reshape(d_in, d_out))
