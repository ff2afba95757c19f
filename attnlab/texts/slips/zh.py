"""error_model 改写之外命名的错误的文字（attnlab.grading.output_order 等），中文。"""

STRINGS: dict[str, str] = {
    "feedback.outputs_order": "你的函数返回的张量都是对的，但顺序错了：你返回的是 ({got})，题目要求的是 "
        "({want})。请按 ({want}) 的顺序返回。",
    "rewrite.sign_add": "有一个符号写反了：公式要减去 {what}，你却加上了它（写成了 x + {what}，应是 x − {what}）；"
        "其余的计算都是对的。把这里改成减号。",
    "rewrite.sign_sub": "有一个符号写反了：公式要加上 {what}，你却减去了它（写成了 x − {what}，应是 x + {what}）；"
        "其余的计算都是对的。把这里改成加号。",
}
