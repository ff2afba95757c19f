# exercise: ex_softmax_weight
# mistake: Picks the row with the 0-based index 1 but the column with the 1-based index 2, so it returns α₂₃ ("journey" on "starts", 0.2333) instead of α₂₂ = attn[1, 1] = 0.2379.
"""Exercise: softmax weight α22."""
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)

attn_scores = inputs @ inputs.T
attn_weights = attn_scores.softmax(dim=-1)

ROW, COL = 1, 2  # query x^(2), key x^(2)
ex_softmax_weight = float(f"{attn_weights[ROW, COL].item():.4f}")
