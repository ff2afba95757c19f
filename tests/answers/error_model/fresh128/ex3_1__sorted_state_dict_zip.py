# exercise: ex3_1
# mistake: The learner zipped sa_v1's parameters (registration order query, key, value) with sa_v2's state_dict keys sorted alphabetically (key, query, value), so W_query gets the key weights and W_key the query weights; each W must get the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    table = {k: v.T.clone() for k, v in sa_v2.state_dict().items()}
    names = [n for n, _ in sa_v1.named_parameters()]
    for name, key in zip(names, sorted(table)):
        setattr(sa_v1, name, torch.nn.Parameter(table[key]))
