# exercise: ex3_1
# mistake: The learner gave sa_v1.W_query the key weights and sa_v1.W_key the query weights (transposed correctly); each parameter must take the transpose of its own layer, W_query from sa_v2.W_query.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in) -> transpose for x @ W
    wk = sa_v2.W_key.weight.T
    wq = sa_v2.W_query.weight.T
    wv = sa_v2.W_value.weight.T
    sa_v1.W_key, sa_v1.W_query, sa_v1.W_value = (torch.nn.Parameter(w) for w in (wq, wk, wv))
