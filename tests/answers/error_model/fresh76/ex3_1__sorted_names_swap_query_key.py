# exercise: ex3_1
# mistake: Pairs the v1 names with a sorted() list of the v2 names, so W_query receives the key weights and W_key the query weights; each matrix must come from the layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    v1_names = ["W_query", "W_key", "W_value"]
    # collect the Linear layers of v2 (sorted so the order is deterministic)
    v2_names = sorted(n for n, m in sa_v2.named_children() if isinstance(m, torch.nn.Linear))
    for dst, src in zip(v1_names, v2_names):
        W = getattr(sa_v2, src).weight
        setattr(sa_v1, dst, torch.nn.Parameter(W.T.detach().clone()))
