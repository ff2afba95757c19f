# exercise: ex3_3
# mistake: The learner re-initialised every parameter the way GPT-2 does (normal, std 0.02) after building the module, so its weights are no longer the ones the constructor draws; the module should be returned as constructed.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    with torch.no_grad():
        for p in mha.parameters():
            torch.nn.init.normal_(p, mean=0.0, std=0.02)
    return mha.to(device)
