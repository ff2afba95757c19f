# exercise: ex3_1
# mistake: Copies sa_v2's value weights into W_key and the key weights into W_value (crossed while adapting cross-attention code where keys and values come from the memory); each parameter must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # in my cross-attn notebook: memory -> (k, v), query -> q
    q_w = sa_v2.W_query.weight
    mem_k, mem_v = sa_v2.W_value.weight, sa_v2.W_key.weight
    sa_v1.W_query = torch.nn.Parameter(q_w.T)
    sa_v1.W_key = torch.nn.Parameter(mem_k.T)
    sa_v1.W_value = torch.nn.Parameter(mem_v.T)
