# exercise: ex3_1
# mistake: Copies the weights element by element in flat order with divmod(k, d_out), which amounts to weight.reshape(d_in, d_out) rather than weight.T; entry [i, j] must come from weight[j, i].
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            src = getattr(sa_v2, name).weight.flatten()
            dst = getattr(sa_v1, name)
            d_in, d_out = dst.shape
            k = 0
            while k < d_in * d_out:
                i, j = divmod(k, d_out)
                dst[i, j] = src[k]
                k += 1
