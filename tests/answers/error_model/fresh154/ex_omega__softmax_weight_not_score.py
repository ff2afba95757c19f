# exercise: ex_omega
# mistake: The learner reports the softmax-normalised attention weight α₂₁ instead of the raw attention score ω₂₁ (the dot product before normalisation).
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = torch.einsum("id,jd->ij", inputs, inputs)
attn = F.softmax(scores, dim=-1, dtype=torch.float32)
ex_omega = float(f"{attn[1, 0].item():.4f}")
