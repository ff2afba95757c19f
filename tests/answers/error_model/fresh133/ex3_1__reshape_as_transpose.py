# exercise: ex3_1
# mistake: The learner copies each nn.Linear weight (d_out, d_in) into sa_v1 with reshape(d_in, d_out), which only reinterprets the row-major buffer; the matrix has to be transposed (weight.T), not reshaped.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            src = getattr(sa_v2, name).weight          # (d_out, d_in), row major
            dst = getattr(sa_v1, name)                 # (d_in, d_out)
            d_in, d_out = dst.shape
            dst.copy_(src.reshape(d_in, d_out))        # same buffer, new dims
