# exercise: ex_omega
# mistake: Builds the whole score table but reads the entry from the softmax-normalised weight table (α₂₁ ≈ 0.1385) instead of the raw dot product ω₂₁ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# full table: query rows, key columns
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
print(attn_scores)
print(attn_weights)

# journey is query row 2 (index 1), Your is key column 1 (index 0)
ex_omega = round(attn_weights[1, 0].item(), 4)
