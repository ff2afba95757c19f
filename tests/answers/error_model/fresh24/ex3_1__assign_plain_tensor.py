# exercise: ex3_1
# mistake: Assigned the transposed weight tensors directly to sa_v1.W_query/W_key/W_value, which nn.Module refuses (TypeError: cannot assign a Tensor as parameter); copy into the parameters instead (param.data.copy_(w.T) or nn.Parameter(w.T)).
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        linear = getattr(sa_v2, name)
        # Linear keeps weight as (d_out, d_in); v1 uses (d_in, d_out)
        setattr(sa_v1, name, linear.weight.detach().T.contiguous())
