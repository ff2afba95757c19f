# exercise: ex3_1
# mistake: To turn the (d_out, d_in) Linear weight into a (d_in, d_out) kernel the learner used reshape, as with a JAX kernel, which reorders the numbers instead of transposing them; it must be weight.T. [cond: d_in != d_out or any non-symmetric weight]
import torch

def ex3_1(sa_v1, sa_v2):
    def kernel(lin):
        # torch Linear stores (out, in), jax Dense kernel is (in, out)
        w = lin.weight.detach()
        return torch.nn.Parameter(w.reshape(lin.in_features, lin.out_features).clone())
    sa_v1.W_query = kernel(sa_v2.W_query)
    sa_v1.W_key = kernel(sa_v2.W_key)
    sa_v1.W_value = kernel(sa_v2.W_value)
