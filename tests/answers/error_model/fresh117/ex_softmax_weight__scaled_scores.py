# exercise: ex_softmax_weight
# mistake: Divides the scores by √3 before the softmax (scaled dot-product habit), giving a flatter weight; the statement says no scaling: softmax of the raw dot products gives 0.2379.
"""α22: the weight of "journey" on itself."""
import math

import torch

EMBEDDINGS = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
QUERY_IDX = 1


def _attention_row(query_idx: int) -> torch.Tensor:
    scores = EMBEDDINGS @ EMBEDDINGS[query_idx]
    return torch.softmax(scores / math.sqrt(EMBEDDINGS.shape[-1]), dim=0)


ex_softmax_weight = round(_attention_row(QUERY_IDX)[QUERY_IDX].item(), 4)
