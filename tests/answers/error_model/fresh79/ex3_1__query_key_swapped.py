# exercise: ex3_1
# mistake: Copy-paste slip: the learner gives sa_v1.W_query the transposed key weights and sa_v1.W_key the query weights; each parameter must get the transpose of the matching layer of sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in), v1 wants (in, out)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
