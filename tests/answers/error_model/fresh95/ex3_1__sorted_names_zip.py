# exercise: ex3_1
# mistake: The learner sorted sa_v2's parameter names alphabetically (key, query, value) and zipped them with sa_v1's names in book order (query, key, value), so v1's query gets v2's key weights and vice versa; each name must take the weight of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    targets = ["W_query", "W_key", "W_value"]
    sources = sorted(name for name, _ in sa_v2.named_parameters())
    print(sources)
    params = dict(sa_v2.named_parameters())
    for tgt, src in zip(targets, sources):
        setattr(sa_v1, tgt, torch.nn.Parameter(params[src].detach().T.clone()))
