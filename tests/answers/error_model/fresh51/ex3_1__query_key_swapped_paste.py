# exercise: ex3_1
# mistake: Copy-pasted the assignment lines and left sa_v2.W_query on the W_key line (and W_key on the W_query line), so v1's queries and keys are swapped; each v1 parameter needs the transposed weight of the same-named v2 layer.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores the weight as (d_out, d_in) so transpose it
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
