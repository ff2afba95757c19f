# exercise: ex_causal_weights
# mistake: The learner created the mask without device=scores.device, so masked_fill fails with a device mismatch for scores on a GPU; the mask must be made on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    how_many_tokens = scores.shape[-1]
    list_of_rows = []
    for row in range(how_many_tokens):
        this_row = []
        for col in range(how_many_tokens):
            this_row.append(col > row)
        list_of_rows.append(this_row)
    future_mask = torch.tensor(list_of_rows)
    return torch.softmax(scores.masked_fill(future_mask, float('-inf')), dim=-1)
