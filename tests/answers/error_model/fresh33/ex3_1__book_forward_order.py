# exercise: ex3_1
# mistake: Listed v1's names in the book's forward order (key, query, value) but zipped them with sa_v2's state_dict, which is in query, key, value order, so W_query and W_key are swapped.
import torch


def ex3_1(sa_v1, sa_v2):
    # same order as in the forward of the book: keys, queries, values
    names = ["W_key", "W_query", "W_value"]
    with torch.no_grad():
        for name, w in zip(names, sa_v2.state_dict().values()):
            getattr(sa_v1, name).copy_(w.T)
