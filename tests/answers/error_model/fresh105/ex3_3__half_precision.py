# exercise: ex3_3
# mistake: The learner moved the module with .to(device, torch.float16) to save memory, so its weights are float16 and it fails or differs on float32 inputs; only the device should change (.to(device)).
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # 2.36M params; half precision is plenty for logits
    return mha.to(device, torch.float16)
