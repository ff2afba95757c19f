# exercise: ex3_1
# mistake: Reshapes the (d_out, d_in) Linear weight with .view(d_in, d_out) as one would np.reshape a Keras kernel, which reorders the numbers instead of transposing them; it needs .T. [cond: d_in != d_out or any non-symmetric weight]
import torch

def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight          # (d_out, d_in)
        kernel = w.detach().view(d_in, d_out)    # keras kernel layout (in, out)
        setattr(sa_v1, name, torch.nn.Parameter(kernel.clone()))
