# exercise: ex_context
# mistake: Sums the weighted embeddings over axis -1 (the 3 features) instead of axis 0 (the 6 tokens), returning 6 numbers; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = inputs @ inputs[1]
weights = torch.softmax(scores, dim=-1)            # (6,)
weighted = weights[:, None] * inputs               # (6, 3)
context = torch.sum(weighted, dim=-1)              # reduce_sum(..., axis=-1)
ex_context = [round(v, 4) for v in context.tolist()]
