# exercise: ex3_1
# mistake: The flat-index copy reads the source weight with row stride d_out, but the (d_out, d_in) weight has row stride d_in; element (i, j) of W must come from weight[j, i], i.e. flat index j*d_in + i. [cond: d_in != d_out]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for nm in ("W_query", "W_key", "W_value"):
            W = getattr(sa_v1, nm)            # (d_in, d_out)
            src = getattr(sa_v2, nm).weight.reshape(-1)   # flat (d_out*d_in)
            d_in, d_out = W.shape
            dst = W.view(-1)
            for k in range(d_in * d_out):
                i, j = divmod(k, d_out)
                dst[k] = src[j * d_out + i]
