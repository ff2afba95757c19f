# exercise: ex3_1
# mistake: Zipped sa_v1.parameters() (query, key, value order) with sorted(sa_v2.state_dict().items()), which is alphabetical (W_key, W_query, W_value), so sa_v1's query gets the key weights and its key gets the query weights; pair the matrices by name.
import torch


def ex3_1(sa_v1, sa_v2):
    # sort the state_dict so the order never depends on dict insertion
    with torch.no_grad():
        for p, (_, w) in zip(sa_v1.parameters(), sorted(sa_v2.state_dict().items())):
            p.copy_(w.T)
