# exercise: ex3_3
# mistake: The learner called .to(device) on the mask buffer only (which returns a new tensor and is discarded) instead of moving the module, so on a GPU the module stays on the CPU. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    mha.mask.to(device)
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == 2_360_064, n_params
    return mha
