# exercise: ex3_1
# mistake: The learner zipped the book's name order with sa_v2's children sorted alphabetically (W_key, W_query, W_value), so W_query gets the key weights and W_key the query weights; each v1 parameter must take the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    targets = ["W_query", "W_key", "W_value"]
    sources = [lin for _, lin in sorted(sa_v2.named_children())]
    with torch.no_grad():
        for t, lin in zip(targets, sources):
            getattr(sa_v1, t).copy_(lin.weight.T)
