# exercise: ex3_3
# mistake: The learner moved only a deep copy of the module to device and returned the original, which stays on the CPU; the returned module itself must be moved with .to(device). [cond: only when device is a GPU]
import copy


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    # keep an untouched copy around in case .to breaks something
    backup = copy.deepcopy(mha)
    backup.to(device)
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == 2_360_064, n_params
    return mha
