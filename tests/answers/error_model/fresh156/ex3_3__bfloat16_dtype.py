# exercise: ex3_3
# mistake: Copying flax's dtype=jnp.bfloat16 from a GPT-2 example, the learner moves the module with .to(device, dtype=torch.bfloat16); it should only be moved to device and stay float32.
import torch


def ex3_3(MultiHeadAttention, device):
    # flax: nn.MultiHeadDotProductAttention(num_heads=12, qkv_features=768, dtype=jnp.bfloat16)
    model = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return model.to(device=device, dtype=torch.bfloat16)
