# exercise: ex_context
# mistake: Divides the scores by √3 before the softmax (scaled dot-product attention), giving [0.4362, 0.6228, 0.5523]; the exercise uses the raw dot products, z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import math

import torch


def attention_context(query: torch.Tensor, keys: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    """Scaled dot-product attention for a single query vector.

    Args:
        query: (d,) query vector.
        keys: (n, d) key vectors.
        values: (n, d_v) value vectors.
    Returns:
        (d_v,) context vector.
    """
    assert query.shape[-1] == keys.shape[-1]
    scores = keys @ query / math.sqrt(keys.shape[-1])
    weights = torch.softmax(scores, dim=-1)
    return weights @ values


inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

# no projections: query, keys and values are the embeddings themselves
ex_context = [round(v, 4) for v in attention_context(inputs[1], inputs, inputs).tolist()]
